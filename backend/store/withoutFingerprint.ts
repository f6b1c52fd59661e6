// A stored post as it was uploaded: the fingerprint the store keeps beside it set aside, for the calibrator,
// for comparing an upload with what is stored, and for PostgreSQL's post column (the fingerprint has its own).
import type { AccountPost } from '@preflight/engine/account';
import type { FingerprintedPost } from './store';

export function withoutFingerprint(post: FingerprintedPost): AccountPost {
  if (post.fingerprint === undefined) return post;
  const { fingerprint: _fingerprint, ...bare } = post;
  return bare;
}
