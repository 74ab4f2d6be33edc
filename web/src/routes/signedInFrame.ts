// The signed-in frame and the Help screen come down as one module: a grower who can see the
// frame's profile menu already holds Help's code, so Help opens on a dropped connection from the
// first moment the menu is there (no race between a background preload and going offline).
export { HelpPage } from '../features/help/HelpPage';
export { AppLayout } from './AppLayout';
