// The upload thread's side (started by uploadReader.ts through jobs/jobThread.ts): an upload's text in, its
// posts (or why it is refused) out.
import { answerJobs } from '../jobs/jobPort';
import { parseUpload, type UploadForm, type UploadReading } from './parseUpload';

export interface UploadRequest {
  form: UploadForm;
  text: string;
}

// Every row this thread skips is an Error (SkippedRow) whose stack nobody reads: a failed job is reported by its
// message alone. Not capturing stacks makes each junk row about a third cheaper.
Error.stackTraceLimit = 0;

answerJobs<UploadRequest, UploadReading>((request) => parseUpload(request.form, request.text));
