import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { standaloneFrontEnd, standaloneIndexHtml } from '../../vite.standalone.ts';

export default defineConfig({ plugins: [react(), standaloneIndexHtml], ...standaloneFrontEnd(5182) });
