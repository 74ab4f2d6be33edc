/** The gateway's readable `god_mode` cookie: true while staff or a retailer acts as a grower. */
export const isGodMode = () => document.cookie.split('; ').some((cookie) => cookie === 'god_mode=true');
