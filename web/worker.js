// A Web Worker running the same wasm as the page, for one long task (a
// count, a survey) described as data: the page sends it as RON text and
// terminates the worker to cancel it (src/worker/remote.rs).
import init, { serve } from './nqueens.js';

const ready = init();
self.onmessage = async (event) => {
  await ready;
  serve(event.data);
};
