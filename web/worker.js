// A Web Worker running the same wasm as the page, for one long task (a
// count, a survey) described as data: the page sends it as RON text and
// terminates the worker to cancel it (src/worker/remote.rs).
//
// The wasm is loaded here, not imported at the top: a worker that cannot
// fetch it (no network and no cached copy) answers its task with the
// failure, in the messages' own words, instead of never answering.
const ready = import('./nqueens.js').then(async (wasm) => {
  await wasm.default();
  return wasm.serve;
});

self.onmessage = async (event) => {
  let serve;
  try {
    serve = await ready;
  } catch (e) {
    const why = `the page's worker could not start (${e?.message ?? e}): check the connection and try again`;
    // Posted::Failed as RON: a string in JSON's quotes and escapes.
    self.postMessage(`Failed(${JSON.stringify(why)})`);
    return;
  }
  serve(event.data);
};
