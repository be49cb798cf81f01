import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
