// TEMPORARY until the engine's AI module lands: the levels as the worker will take them.
export const AI_LEVELS = [
  { id: 'quick', label: 'Quick (0.2 s)', timeMs: 200 },
  { id: 'steady', label: 'Steady (1 s)', timeMs: 1000 },
  { id: 'strong', label: 'Strong (3 s)', timeMs: 3000 },
] as const;
export type AiLevelId = (typeof AI_LEVELS)[number]['id'];
