export { MyAccountApp } from './app/App.tsx';
