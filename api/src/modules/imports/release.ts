import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// An upload leaves dead memory in the api's own thread: the request's socket chunks, the body
// as one string, the base64 content parsed out of it (three copies of a 15 MB file, some
// 45 MB). V8 collects only when allocation asks it to, and an api that goes quiet after an
// upload never asks: measured, the api kept 50–70 MB above where it was until the next burst of
// work (bench/README.md, "Upload memory"). So once the file worker has been idle long enough to
// be ended, the main thread collects too: two full collections of the api's heap (the first
// finds the dead body strings, which live outside the heap, and the second frees them: one
// alone was measured to leave 10–20 MB), some 20–70 ms each, at a moment with no upload under way.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Collects the garbage the last uploads left in this thread. */
export function releaseUploadMemory(): void {
  collect();
  collect();
}
