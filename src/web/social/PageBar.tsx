// The top bar of the lobby and "my games on every device": the way home and the language.
import { BrandLink } from '../ui/BrandLink.tsx';
import { LangSwitch } from '../ui/LangSwitch.tsx';

export function PageBar() {
  return (
    <header className="topbar">
      <BrandLink />
      <span className="spacer" />
      <LangSwitch />
    </header>
  );
}
