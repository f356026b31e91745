import { usePageTitle } from '#client/lib/usePageTitle';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { PlansSection } from './components/PlansSection';
import { ClosingCta } from './components/ClosingCta';

export function HomePage() {
  usePageTitle('');
  return (
    <>
      <Hero />
      <HowItWorks />
      <PlansSection />
      <ClosingCta />
    </>
  );
}
