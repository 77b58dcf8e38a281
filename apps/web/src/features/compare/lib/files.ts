// The checks the page makes before sending files, the same as the server's (upload.ts): .txt or
// .docx, 15 MB per file and in total. The server checks again and has the last word.
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

export const ACCEPT_FILES =
  '.txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const isTextOrWord = (file: File) => /\.(txt|docx)$/iu.test(file.name);

export const totalBytes = (files: readonly File[]) => files.reduce((sum, file) => sum + file.size, 0);
