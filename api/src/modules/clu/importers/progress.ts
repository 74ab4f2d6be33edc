// The import command's progress, one line: a bar of the share read when the file tells how
// many rows it holds (all three formats usually do), else a row counter.
const BAR_WIDTH = 30;
const count = (rows: number) => rows.toLocaleString('en-US');
const seconds = (ms: number, round = Math.round) => `${round(ms / 1000)} s`;

export function progressLine(read: number, rowsInFile: number | undefined, elapsedMs: number): string {
  if (!rowsInFile) return `${count(read)} rows read · ${seconds(elapsedMs)}`;
  const share = Math.min(1, read / rowsInFile);
  const filled = Math.round(share * BAR_WIDTH);
  const bar = `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}]`;
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  const left =
    read > 0 && share < 1
      ? `, about ${seconds((elapsedMs * (rowsInFile - read)) / read, Math.ceil)} left`
      : '';
  return `${bar} ${percent}  ${count(read)} / ${count(rowsInFile)} rows · ${seconds(elapsedMs)}${left}`;
}

/**
 * When a log that is not a terminal gets a line: at each tenth of the file, or each 10,000
 * rows when its size is unknown (a terminal redraws the one line instead).
 */
export function isLogStep(read: number, previous: number, rowsInFile: number | undefined): boolean {
  if (!rowsInFile) return Math.floor(read / 10_000) > Math.floor(previous / 10_000);
  return Math.floor((read * 10) / rowsInFile) > Math.floor((previous * 10) / rowsInFile);
}
