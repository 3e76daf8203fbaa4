export { MyAccountApp } from './app/App.tsx';
export { preloadFirstScreen } from './app/preloadFirstScreen.ts';
