export { BookingsApp } from './app/App.tsx';
export { preloadFirstScreen } from './app/preloadFirstScreen.ts';
