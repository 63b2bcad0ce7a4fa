/** A short two-tone chime through Web Audio (allowed once the user pressed „Ton aktivieren“). */
export function createChime(): { play: () => void } | null {
  const AudioContextClass = typeof window !== 'undefined' ? window.AudioContext : undefined;
  if (!AudioContextClass) return null;
  const context = new AudioContextClass();
  void context.resume();
  return {
    play: () => {
      const start = context.currentTime;
      [880, 1320].forEach((frequency, index) => {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.25, start + index * 0.18);
        gain.gain.exponentialRampToValueAtTime(0.001, start + index * 0.18 + 0.16);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start + index * 0.18);
        oscillator.stop(start + index * 0.18 + 0.17);
      });
    },
  };
}
