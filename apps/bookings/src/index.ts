export { BookingsApp } from './app/App.tsx';
