import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { cacheSeenFilesOnFirstControl } from './app/pwa/cache-seen-files';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

cacheSeenFilesOnFirstControl();

createRoot(root).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
