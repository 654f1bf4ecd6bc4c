//! Making a puzzle on the worker (a size's and seed's, or a day's), and
//! keeping a day's game in the settings that outlive the window.

use super::{Making, Regions};
use crate::app::i18n::t;
use crate::app::status::Status;
use crate::app::view::Act;
use crate::engine::regions::{Day, Difficulty, MakeId};
use crate::worker::requests;

impl Regions {
    /// Starts making a puzzle of the size, difficulty and seed chosen.
    pub(super) fn make(&mut self, act: &mut Act<'_>) {
        let seed = match self.seed_text.trim() {
            "" => fastrand::u64(..),
            text => match text.parse::<u64>() {
                Ok(seed) => seed,
                Err(_) => {
                    *act.status = Status::error(t!("regions-bad-seed", text = text));
                    return;
                }
            },
        };
        self.make_puzzle(self.size, seed, self.difficulty, None, act);
    }

    /// Starts making a puzzle on the worker (the day's, if `day` says
    /// which); one being made is dropped, which stops it.
    pub(super) fn make_puzzle(
        &mut self,
        n: usize,
        seed: u64,
        difficulty: Option<Difficulty>,
        day: Option<Day>,
        act: &mut Act<'_>,
    ) {
        let request = requests::Generate {
            n,
            seed,
            difficulty,
        };
        self.making = Some(Making {
            job: act.worker.run(request),
            day,
            id: MakeId {
                n,
                difficulty,
                seed,
            },
        });
    }

    /// Puts the day's game, as it stands, in the settings that outlive
    /// the window: the most recent [`crate::app::settings::KEPT_DAYS`]
    /// days are kept.
    pub fn keep_game(&self, settings: &mut crate::app::Settings) {
        let Some((day, game)) = self.game.as_ref().and_then(|g| Some((g.day?, g))) else {
            return;
        };
        let games = &mut settings.regions_games;
        games.insert(day.to_string(), game.kept());
        while games.len() > crate::app::settings::KEPT_DAYS {
            games.pop_first();
        }
    }

    /// Progress of the puzzle being made, if one is.
    pub fn making_progress(&self) -> Option<f64> {
        self.making.as_ref().map(|m| m.job.progress())
    }
}
