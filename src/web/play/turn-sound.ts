// A short two-note chime when it becomes this page's turn, made with WebAudio (no sound file). Off by
// default; the choice is kept in localStorage. Browsers let a page sound only after a click on it, so
// the toggle's own click opens the audio, and a page reloaded stays silent until it is clicked.
import { useEffect, useRef } from 'react';

const KEY = 'externalities.turnSound';
let audio: AudioContext | null = null;

export function turnSoundOn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setTurnSound(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // The choice then lasts for this page only.
  }
  if (on) openAudio();
}

function openAudio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  return audio;
}

export function playTurnSound(): void {
  const ctx = openAudio();
  if (!ctx) return;
  const start = ctx.currentTime + 0.02;
  [660, 880].forEach((frequency, i) => {
    const at = start + i * 0.14;
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.13);
    tone.connect(gain).connect(ctx.destination);
    tone.start(at);
    tone.stop(at + 0.14);
  });
}

/** Plays the chime when `myTurn` becomes true (not when the page opens on a turn already waiting). */
export function useTurnSound(myTurn: boolean, enabled: boolean): void {
  const before = useRef(myTurn);
  useEffect(() => {
    if (myTurn && !before.current && enabled) playTurnSound();
    before.current = myTurn;
  }, [myTurn, enabled]);
}
