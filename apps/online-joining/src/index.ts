export { OnlineJoiningApp } from './app/App.tsx';
