import type { Config } from '../../config';
import { DevAiDriver, type ContentFinder } from './dev-driver';
import type { AiDriver } from './driver';
import { OllamaDriver } from './ollama-driver';

/** The driver AI_DRIVER names: Ollama (OLLAMA_HOST, OLLAMA_MODEL), the development one, or null (off). */
export function createAiDriver(config: Config, finder: ContentFinder): AiDriver | null {
  const ai = config.ai;
  if (ai.driver === 'off') return null;
  if (ai.driver === 'ollama' && ai.ollamaHost) return new OllamaDriver({ host: ai.ollamaHost, model: ai.ollamaModel });
  return new DevAiDriver({ finder, delayMs: ai.devDelayMs });
}
