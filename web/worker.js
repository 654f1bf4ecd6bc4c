// A Web Worker running the same wasm as the page, for one long task (a
// count, a survey) described as data: the page sends it as RON text, with
// its compiled module, and terminates the worker to cancel it
// (src/worker/remote.rs, src/platform/web.rs).
//
// The page sends its own compiled module with the task ([module, task]):
// instantiated here it costs milliseconds, where fetching and compiling
// the .wasm again took about 550 ms a worker. A task on its own (a
// benchmark's) has the wasm loaded here. Either way it is loaded in the
// handler, not imported at the top: a worker that cannot load it (no
// network and no cached copy) answers its task with the failure, in the
// messages' own words, instead of never answering.
let ready = null;
const start = (module) => import('./nqueens.js').then(async (wasm) => {
  await wasm.default(module ? { module_or_path: module } : undefined);
  return wasm.serve;
});

self.onmessage = async (event) => {
  const [module, task] = Array.isArray(event.data) ? event.data : [undefined, event.data];
  ready ??= start(module);
  let serve;
  try {
    serve = await ready;
  } catch (e) {
    const why = `the page's worker could not start (${e?.message ?? e}): check the connection and try again`;
    // Posted::Failed as RON: a string in JSON's quotes and escapes.
    self.postMessage(`Failed(${JSON.stringify(why)})`);
    return;
  }
  serve(task);
};
