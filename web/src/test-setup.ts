import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// CI runs some fifty jsdom files side by side on a fresh machine; there a Mantine menu's opening
// transition once took longer than testing-library's 1 s default, and `findByRole` gave up on a
// menu item that was about to show. The tests still wait for a condition: only the patience grows.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// A Mantine Select scrolls its chosen option into view when its list opens.
Element.prototype.scrollIntoView = () => {};
