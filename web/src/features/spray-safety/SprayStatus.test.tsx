import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeFarm } from '../../map/activeFarm';
import { planInput, plannedSpray } from '../../map/plannedSpray';
import { renderScreen } from '../../test-utils';
import { FarmSprayQuery } from './operations';
import { SprayStatus } from './SprayStatus';

// A field's sprayability in the field list: the index explained on hover, the weather labelled
// as the sample, and, when the weather source fails, that it failed and no index at all.
const weather = {
  __typename: 'FieldWeather',
  temperature0: 52,
  windSpeed0: 12,
  windDir0: 'W',
  chanceOfRain0: 5,
  source: 'SAMPLE',
  issuedAt: '2026-06-15T17:00:00Z',
  timeZone: 'America/Chicago',
};
const windRule = {
  __typename: 'LabelBreach',
  rule: 'dicamba-ott.wind',
  tier: 'PROHIBITED',
  words: 'Apply only when the wind speed measured at boom height is between 3 and 10 mph.',
  found: 'wind 12 mph',
  source: 'Dicamba over-the-top labels of 2019-2020',
  confirmed: false,
  products: 'Engenia, Stryax, Tavium',
};
const heatTier = {
  ...windRule,
  rule: 'dicamba-ott.temperature',
  tier: 'RESTRICTED',
  words:
    "Between 85 and 95°F only half of a farm's dicamba-tolerant acres may be treated, with two days before the rest.",
  found: '88°F',
};
const farmSpray = {
  request: { query: FarmSprayQuery, variables: { plan: planInput(plannedSpray.get()) } },
  result: {
    data: {
      myFarms: [
        {
          __typename: 'Farm',
          id: 1,
          fields: [
            {
              __typename: 'Field',
              uuid: 'creek',
              spray: {
                __typename: 'FieldSpray',
                unavailable: null,
                sprayability: {
                  __typename: 'Sprayability',
                  index: 30,
                  good: false,
                  allowed: false,
                  breaches: [windRule],
                  cautions: [heatTier],
                  labels: [
                    {
                      __typename: 'LabelInTank',
                      id: 'dicamba-ott',
                      products: [
                        {
                          __typename: 'LabelProduct',
                          name: 'Engenia',
                          epaRegNumber: '7969-472',
                          registered: true,
                        },
                        {
                          __typename: 'LabelProduct',
                          name: 'Stryax',
                          epaRegNumber: '264-1241',
                          registered: false,
                        },
                      ],
                    },
                  ],
                  reasons: ['soybean – Enlist E3 downwind', 'wind 12 mph'],
                  explanation: '30: soybean – Enlist E3 downwind, wind 12 mph',
                  windows: [],
                  hours: [
                    {
                      __typename: 'SprayHour',
                      allowed: false,
                      index: 30,
                      reasons: ['soybean – Enlist E3 downwind', 'wind 12 mph'],
                      breaches: [{ __typename: 'LabelBreach', kind: 'WIND', found: 'wind 12 mph' }],
                    },
                  ],
                  weather,
                },
              },
            },
            {
              __typename: 'Field',
              uuid: 'lane',
              spray: {
                __typename: 'FieldSpray',
                unavailable: 'Weather is unavailable right now.',
                sprayability: null,
              },
            },
          ],
        },
      ],
    },
  },
};

beforeAll(() => {
  if (activeFarm.get() !== 1) activeFarm.toggle(1);
});

describe('a field’s sprayability', () => {
  it('shows the index, explains it on hover, and labels the sample forecast', async () => {
    renderScreen(<SprayStatus uuid="creek" />, [farmSpray]);
    const index = await screen.findByLabelText(
      'Sprayability 30: soybean – Enlist E3 downwind, wind 12 mph, not allowed by the label',
    );
    expect(index).toHaveTextContent('30');
    expect(screen.getByText('52°F · wind W 12 mph · rain 5%')).toBeInTheDocument();
    expect(screen.getByText('Sample forecast')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No spray window in the forecast: 1 of 1 hour breaks a label rule, most often the wind (wind 12 mph)',
      ),
    ).toBeInTheDocument();
    await userEvent.hover(index);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '30: soybean – Enlist E3 downwind, wind 12 mph',
    );
  });

  it('says which label rule forbids the hour, in its words, with the restricted tier and an unregistered product', async () => {
    renderScreen(<SprayStatus uuid="creek" />, [farmSpray]);
    expect(
      await screen.findByText(
        'Not allowed now: wind 12 mph. Apply only when the wind speed measured at boom height is between 3 and 10 mph.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Label restriction: 88°F\. Between 85 and 95°F only half/)).toBeInTheDocument();
    expect(screen.getByTestId('spray.unregistered')).toHaveTextContent(
      'Not registered for this use today: Stryax',
    );
    await userEvent.hover(screen.getByText(/^Not allowed now/));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Engenia, Stryax, Tavium label. Source: Dicamba over-the-top labels of 2019-2020. Not yet confirmed on a published label.',
    );
  });

  it('says the weather is unavailable, and shows no index, when the source fails', async () => {
    renderScreen(<SprayStatus uuid="lane" />, [farmSpray]);
    expect(await screen.findByText('Weather unavailable: no sprayability')).toBeInTheDocument();
    expect(screen.queryByTestId('spray.index')).toBeNull();
    expect(screen.queryByText('Sample forecast')).toBeNull();
  });
});
