import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';

function PageFallback() {
  return <div className="mx-auto h-64 max-w-5xl animate-pulse px-4 py-12" aria-busy="true" />;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">{children}</main>
      <Footer />
    </div>
  );
}

export function Layout() {
  return (
    <>
      <Shell>
        {/* Screens load their code and strings on demand; this covers both waits. */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Shell>
      <ScrollRestoration />
    </>
  );
}

/**
 * A screen opened by its address loads its code while the router hydrates: the header and footer
 * show meanwhile (without this React Router painted nothing and warned in the console).
 */
export function LayoutHydrateFallback() {
  return (
    <Shell>
      <PageFallback />
    </Shell>
  );
}
