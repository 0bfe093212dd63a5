/**
 * Lazily loaded pages and heavy parts (SPEC §2, §9): nothing for the first 200 ms (fast loads do
 * not flash a spinner), then a loading indicator, and after 60 s an error state with a retry.
 * A failed chunk download shows the same error state.
 */
import { useCallback, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { Button, Text, View } from '@tarojs/components';
import { TEXT, TIMEOUT } from '@caixue/contract';

export const RETRY_TEXT = '重试';

export interface LazyStateViews {
  Loading?: ComponentType;
  Failed?: ComponentType<{ retry: () => void }>;
}

export interface LazyOptions extends LazyStateViews {
  delay?: number;
  timeout?: number;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
type Phase = 'waiting' | 'loading' | 'ready' | 'failed';

function DefaultLoading(): ReactElement {
  return <View className='lazy-state lazy-state--loading'><Text>{TEXT.loading}</Text></View>;
}

function DefaultFailed({ retry }: { retry: () => void }): ReactElement {
  return (
    <View className='lazy-state lazy-state--failed'>
      <Text>{TEXT.pageLoadTimeout}</Text>
      <Button size='mini' onClick={retry}>{RETRY_TEXT}</Button>
    </View>
  );
}

export function lazyWithStates<P extends object>(loader: Loader<P>, options: LazyOptions = {}): ComponentType<P> {
  const { delay = TIMEOUT.asyncPageDelay, timeout = TIMEOUT.asyncPage, Loading = DefaultLoading, Failed = DefaultFailed } = options;
  // Shared by every instance: once loaded, later mounts render at once.
  let loaded: ComponentType<P> | null = null;

  function LazyComponent(props: P): ReactElement | null {
    const [phase, setPhase] = useState<Phase>(() => (loaded ? 'ready' : 'waiting'));
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (loaded) return undefined;
      let active = true;
      const whileWaiting = (next: Phase) => () => {
        if (active) setPhase((current) => (current === 'ready' ? current : next));
      };
      const showLoading = setTimeout(whileWaiting('loading'), delay);
      const giveUp = setTimeout(whileWaiting('failed'), timeout);
      loader().then(
        (module) => {
          loaded = module.default;
          // Even after the time-out, a page that finally arrives is better than the error.
          if (active) setPhase('ready');
        },
        (error: unknown) => {
          console.error('lazy: could not load', error);
          if (active) setPhase('failed');
        },
      ).finally(() => {
        clearTimeout(showLoading);
        clearTimeout(giveUp);
      });
      return () => {
        active = false;
        clearTimeout(showLoading);
        clearTimeout(giveUp);
      };
    }, [attempt]);

    const retry = useCallback(() => {
      setPhase('waiting');
      setAttempt((n) => n + 1);
    }, []);

    if (phase === 'ready' && loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (phase === 'loading') return <Loading />;
    if (phase === 'failed') return <Failed retry={retry} />;
    return null;
  }
  return LazyComponent;
}
