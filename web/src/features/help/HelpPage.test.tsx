import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { renderScreen } from '../../test-utils';
import { HelpPage } from './HelpPage';

const videosUrl = config.helpVideosUrl;
afterEach(() => {
  Object.defineProperty(config, 'helpVideosUrl', { value: videosUrl, configurable: true });
});

describe('Help', () => {
  it('has the six guides, step by step, with no video link when none is configured', async () => {
    renderScreen(<HelpPage />);
    const titles = [
      'Claim a field',
      'Draw a field',
      'Merge fields',
      'Build a tank mix',
      'Save a report',
      'Start spraying',
    ];
    for (const title of titles) {
      const guide = screen.getByRole('article', { name: title });
      expect(within(guide).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
      expect(
        within(screen.getByRole('navigation', { name: 'Guides' })).getByRole('link', { name: title }),
      ).toBeInTheDocument();
    }
    const claim = screen.getByRole('article', { name: 'Claim a field' });
    expect(claim).toHaveTextContent('press Claim field');
    expect(screen.queryByRole('link', { name: 'Our how-to videos' })).toBeNull();

    // Support and the common questions follow the guides.
    expect(screen.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    const question = screen.getByRole('button', { name: 'How do I claim my field?' });
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('adds a link to the how-to videos when they are configured', () => {
    Object.defineProperty(config, 'helpVideosUrl', {
      value: 'https://videos.example.com/field-boundaries',
      configurable: true,
    });
    renderScreen(<HelpPage />);
    expect(screen.getByRole('link', { name: 'Our how-to videos' })).toHaveAttribute(
      'href',
      'https://videos.example.com/field-boundaries',
    );
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
});
