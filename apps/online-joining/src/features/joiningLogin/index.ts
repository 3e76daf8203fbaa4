export { JoiningLoginPage } from './components/JoiningLoginPage.tsx';
