import { z } from 'zod';

/** Item 12 of the 2026 Stryax label's record: applied before or after the crop emerged. */
export const APPLICATION_TIMINGS = ['preemergence', 'postemergence'] as const;
/** The most tank refills one record lists (a refill adds a row of readings, items 22 and 23). */
export const MAX_REFILLS = 30;

// The over-the-top dicamba record items the rest of the form does not hold: the stamped 2026
// Stryax label (EPA Reg. No. 264-1241, "Record Keeping", label pages 9-10) items 11, 12, 15, 16,
// 17, 22, 23 and 24. Optional on the wire, so a version saved before they existed reads as it was.
export const dicambaRecord = z
  .object({
    trainingProvider: z.string().describe('item 11: who gave the dicamba-specific training'),
    trainingCompletedOn: z.string().describe('item 11: YYYY-MM-DD, when the training was completed'),
    applicationTiming: z
      .string()
      .describe(`item 12: ${APPLICATION_TIMINGS.join(' or ')} in relation to the crop ('' when not said)`),
    registryName: z.string().describe('item 15: the sensitive crop registry consulted, e.g. FieldWatch'),
    adjacentSurveyedOn: z
      .string()
      .describe('item 15: YYYY-MM-DD, when adjacent fields were surveyed for sensitive areas'),
    bufferAreas: z.string().describe('item 16: the areas included within the downwind buffer'),
    bufferReduction: z
      .string()
      .describe('item 16: the qualifying practices that reduced the 240 ft buffer, when it was'),
    cleanoutOn: z.string().describe('item 17: YYYY-MM-DD, when the sprayer was cleaned out'),
    cleanoutMethod: z.string().describe('item 17: the clean-out method followed (label section 15.0)'),
    runoffPoints: z.string().describe('item 24: how the runoff/erosion mitigation points were achieved'),
    refills: z
      .array(
        z.object({
          time: z.string().describe("HH:MM, 24-hour, the field's clock"),
          temperature: z.number().nullable().describe('°F at boom height'),
          windSpeed: z.number().nullable().describe('mph at or above boom height'),
          windDirection: z.string().describe('compass point the wind came from, or CALM'),
        }),
      )
      .max(MAX_REFILLS)
      .describe('items 22 and 23: the readings at each tank refill, one row a refill'),
  })
  .partial()
  .optional()
  .describe('the 2026 over-the-top dicamba record items kept beside the rest of the form');

type DicambaRecord = z.infer<typeof dicambaRecord>;

/** Every item given ('' and no refill when not): a version saved before they existed reads so. */
export function normaliseDicambaRecord(record: DicambaRecord): Required<NonNullable<DicambaRecord>> {
  const trim = (text: string | undefined) => (text ?? '').trim();
  return {
    trainingProvider: trim(record?.trainingProvider),
    trainingCompletedOn: trim(record?.trainingCompletedOn),
    applicationTiming: trim(record?.applicationTiming),
    registryName: trim(record?.registryName),
    adjacentSurveyedOn: trim(record?.adjacentSurveyedOn),
    bufferAreas: trim(record?.bufferAreas),
    bufferReduction: trim(record?.bufferReduction),
    cleanoutOn: trim(record?.cleanoutOn),
    cleanoutMethod: trim(record?.cleanoutMethod),
    runoffPoints: trim(record?.runoffPoints),
    refills: (record?.refills ?? []).map((refill) => ({
      time: trim(refill.time),
      temperature: refill.temperature ?? null,
      windSpeed: refill.windSpeed ?? null,
      windDirection: trim(refill.windDirection).toUpperCase(),
    })),
  };
}
