import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-utils';
import { MixProducts } from './MixProducts';

// The Tank Mix page's optional products: the brands of the mix's actives, picked by name.
function Picker({ offered }: { offered: string[] }) {
  const [products, setProducts] = useState<string[]>([]);
  return (
    <>
      <MixProducts offered={offered} value={products} onChange={setProducts} />
      <output aria-label="Named products">{products.join(', ')}</output>
    </>
  );
}

describe('the products of a mix', () => {
  it('offers the brands of its actives and names the ones picked', async () => {
    renderScreen(<Picker offered={['Assure II', 'Provisia', 'Highcard']} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Products (optional)' }));
    // Mantine keeps the dropdown hidden from the accessibility tree while it transitions in.
    expect(await screen.findByRole('option', { name: 'Highcard', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Provisia', hidden: true }));
    expect(screen.getByRole('status', { name: 'Named products' })).toHaveTextContent('Provisia');
  });

  it('waits for groups in the mix before offering any', () => {
    renderScreen(<Picker offered={[]} />);
    expect(screen.getByRole('combobox', { name: 'Products (optional)' })).toBeDisabled();
  });
});
