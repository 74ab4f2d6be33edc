// Text put into the HTML of a mail, escaped: a grower's name or a farm's is theirs to choose.

/** The text with `& < > " '` as numeric character references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
