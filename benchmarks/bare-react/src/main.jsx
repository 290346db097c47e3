// The baseline of the first-load benchmark: the smallest React 19 app, one createRoot render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
