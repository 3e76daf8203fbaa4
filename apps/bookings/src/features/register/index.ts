export { RegisterPage } from './components/RegisterPage.tsx';
