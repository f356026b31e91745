import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';

function PageFallback() {
  return <div className="mx-auto h-64 max-w-5xl animate-pulse px-4 py-12" aria-busy="true" />;
}

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        {/* Screens load their code and strings on demand; this covers both waits. */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
