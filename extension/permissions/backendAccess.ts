// A backend on this machine is in the manifest's host_permissions; any other backend origin is asked
// for when the user saves it in the options.
import { isLocalBackend } from '../state/settings';
import type { HostPermissions } from './browserAccess';

export const backendPattern = (backendUrl: string) => `${new URL(backendUrl).origin}/*`;

export async function canReachBackend(backendUrl: string, permissions: HostPermissions): Promise<boolean> {
  return isLocalBackend(backendUrl) || permissions.contains([backendPattern(backendUrl)]);
}

/** Call straight from the click handler (the prompt needs the user's gesture). */
export async function requestBackendAccess(backendUrl: string, permissions: HostPermissions): Promise<boolean> {
  return isLocalBackend(backendUrl) || permissions.request([backendPattern(backendUrl)]);
}
