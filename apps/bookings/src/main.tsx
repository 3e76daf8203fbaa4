import { mountApp } from '@leisure/layout';
import { BookingsApp } from './app/App.tsx';

// Standalone: this front end alone (vite.config.ts); the host entry serves all three by sub-domain.
mountApp(<BookingsApp />);
