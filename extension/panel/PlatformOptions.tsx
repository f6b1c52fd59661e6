// The platforms as a select's options, named as their sites are: one list for every platform picker
// (the popup's check, the options page's account import).
import { Platform } from '@preflight/engine';
import { siteById } from '../sites/index';

export function PlatformOptions() {
  return (
    <>
      {Platform.options.map((p) => (
        <option key={p} value={p}>
          {siteById(p).label}
        </option>
      ))}
    </>
  );
}
