import '@testing-library/jest-dom/vitest';
import { failOnConsoleError } from '@leisure/test-support';

failOnConsoleError();
