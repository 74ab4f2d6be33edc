import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CropTraitPicker } from './CropTraitPicker';

// Offline, or before the catalogue's crop list has come, the Edit field dialog showed "No crop"
// over a field with a crop: the select had a value and no option to name it.
describe('the crop and trait boxes', () => {
  it('name the field’s own crop and trait while the list is not there', () => {
    render(
      <MockedProvider mocks={[]}>
        <MantineProvider env="test">
          <CropTraitPicker
            value={{ crop: 5, cropTrait: 9 }}
            onChange={() => {}}
            known={{ crop: { id: 5, name: 'soybean' }, cropTrait: { id: 9, name: 'Enlist E3' } }}
          />
        </MantineProvider>
      </MockedProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Crop' })).toHaveValue('soybean');
    expect(screen.getByDisplayValue('Enlist E3')).toBeVisible();
  });
});
