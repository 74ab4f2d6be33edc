// The "Start spraying" form's messages, word for word: the web checks the form with them for quick
// feedback, and the api checks the start again and answers with the same words.

/** What a start must name, and the readings the applicator measures at boom height, with their ranges. */
export const sprayStartMessages = {
  nothing: 'Choose a tank mix or at least one herbicide group to spray.',
  noFields: 'Choose at least one field to spray.',
  windSpeed: 'Give the wind speed measured at boom height, from 0 to 60 mph.',
  windDirection:
    'Give the wind direction measured at boom height as a compass point (e.g. SW) or degrees from 0 to 360.',
  temperature: 'Give the air temperature measured at boom height, from -40 to 130°F.',
} as const;

/** The readings' ranges the messages above state: the form and the api both hold them. */
export const sprayReadingLimits = {
  windMph: { min: 0, max: 60 },
  temperatureF: { min: -40, max: 130 },
} as const;
