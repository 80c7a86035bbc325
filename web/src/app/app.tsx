import { BrowserRouter, Route, Routes } from 'react-router-dom';

function Home() {
  return (
    <main>
      <h1>IT services and Microsoft solutions</h1>
      <p>The public website is being built.</p>
    </main>
  );
}

function NotFound() {
  return (
    <main>
      <h1>Page Not Found</h1>
    </main>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
