//! Starting the app on a page (scripts/web.sh builds it; docs/web.md): the
//! same [`App`] drawn on the page's canvas, its state kept in the
//! browser's storage, a panic shown on the page instead of a dead canvas.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;

use super::App;

/// The page's entry point, called when the module loads.
#[wasm_bindgen(start)]
pub fn start() {
    // The same module runs in the page's Web Workers, which have no page
    // to start an app on.
    if web_sys::window().is_none() {
        return;
    }
    // A saved file leaves the page as a download.
    crate::formats::set_downloader(crate::platform::download);
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_failure(&info.to_string());
    }));
    wasm_bindgen_futures::spawn_local(async {
        let Some(canvas) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("the_canvas_id"))
            .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            show_failure("the page has no canvas with the id the_canvas_id");
            return;
        };
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions {
                    // eframe listens to touch moves on the document, which
                    // browsers make passive: a preventDefault there is
                    // refused with a console error at every move. The
                    // canvas's `touch-action: none` keeps the page still.
                    should_prevent_default: Box::new(|event| {
                        !matches!(event, eframe::egui::Event::PointerMoved(_))
                    }),
                    ..eframe::WebOptions::default()
                },
                Box::new(|cc| {
                    crate::platform::set_wake(cc.egui_ctx.clone());
                    // A browser's screen reader reads the app's
                    // AccessKit tree, mirrored in the page.
                    cc.egui_ctx
                        .add_plugin(crate::app::mirror::dom::Mirror::default());
                    crate::platform::listen_to_address();
                    crate::platform::listen_to_holds();
                    Ok(Box::new(App::new(cc)))
                }),
            )
            .await;
        if let Err(e) = started {
            show_failure(&format!("the app did not start: {e:?}"));
        }
    });
}

/// Replaces the page's loading words with `message`, for a person to read
/// (and a test to find).
fn show_failure(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(element) = document.get_element_by_id("status") {
        element.set_text_content(Some(&format!("N-Queens Explorer stopped: {message}")));
        let _ = element.set_attribute("class", "failed");
    }
}

/// All solutions of n counted on the page's thread, for the page's
/// benchmark (web/tests/bench.mjs times it against the native binary on
/// one thread): the same counter as `nqueens count N`.
#[wasm_bindgen]
pub fn count_all(n: usize) -> Result<f64, wasm_bindgen::JsValue> {
    crate::engine::count_solutions(n, crate::engine::Control::default())
        .map(|total| total as f64)
        .map_err(|e| e.to_string().into())
}

/// Whether this module was built with 128-bit lanes (wasm SIMD,
/// `.cargo/config.toml`): the page's tests ask, as a build without them
/// counts about three times slower and still counts right.
#[wasm_bindgen]
pub fn built_with_simd() -> bool {
    cfg!(target_feature = "simd128")
}

/// The longest the page's slices of work (a listing, the textbook
/// search) took in one frame so far, in milliseconds: about 12 (the
/// page's tests report it while n = 16 lists).
#[wasm_bindgen]
pub fn longest_slice_turn_ms() -> f64 {
    crate::platform::longest_turn_ms()
}

/// The most turns of slices one frame has had: one.
#[wasm_bindgen]
pub fn most_slice_turns_in_a_frame() -> u32 {
    crate::platform::most_turns_in_a_frame()
}

/// A Web Worker's entry (web/worker.js): answers one task described as
/// data (`worker::remote`), posting each message back to the page.
#[wasm_bindgen]
pub fn serve(request: String) {
    crate::worker::remote::serve(&request, &|text: String| {
        let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let _ = scope.post_message(&wasm_bindgen::JsValue::from_str(&text));
    });
}
