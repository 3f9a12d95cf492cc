import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';

export default { plugins: [react(), tailwindcss()], logLevel: 'error' };
