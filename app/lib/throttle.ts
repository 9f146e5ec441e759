/** Calls fn at most once per `ms`, always running the last call of a burst. */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = (...args: Args) => {
    const wait = last + ms - Date.now();
    clearTimeout(timer);
    if (wait <= 0) {
      last = Date.now();
      fn(...args);
    } else {
      timer = setTimeout(() => {
        last = Date.now();
        fn(...args);
      }, wait);
    }
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}
