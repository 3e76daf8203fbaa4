import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { standaloneFrontEnd } from '../../vite.standalone.ts';

export default defineConfig({ plugins: [react()], ...standaloneFrontEnd(5183) });
