// The bell and speaker of the notification toggles, drawn in SVG (an emoji needs a font the system may
// lack); a stroke across says "off".
const Off = () => <path d="M3 3 L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />;

export function BellIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6z M10 19a2 2 0 0 0 4 0"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      {!on && <Off />}
    </svg>
  );
}

export function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? (
        <path
          d="M16 8a5 5 0 0 1 0 8 M18.5 5.5a8.5 8.5 0 0 1 0 13"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      ) : (
        <Off />
      )}
    </svg>
  );
}
