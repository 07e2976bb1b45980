//! The rating history chart on a player's page, drawn as inline SVG (no script, no styles:
//! presentation attributes only, so the pages' content security policy allows it). The page
//! gives the same figures as a table for screen readers and for copying.

use crate::service::ratings::HistoryPoint;

/// Width of the drawing, in SVG units (it scales to the page).
pub const WIDTH: i32 = 600;
/// Height of the drawing.
pub const HEIGHT: i32 = 200;
const PAD_X: i32 = 48;
const PAD_Y: i32 = 16;

/// A chart ready for the template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chart {
    /// `x,y x,y …` for the polyline.
    pub points: String,
    /// Each point's position and rating, for the dots and their titles.
    pub dots: Vec<(i32, i32, i32)>,
    /// The lowest rating shown (bottom label).
    pub low: i32,
    /// The highest rating shown (top label).
    pub high: i32,
    /// The y of the top and bottom lines.
    pub top: i32,
    /// See `top`.
    pub bottom: i32,
}

impl Chart {
    /// The chart of a history; `None` when it is empty.
    pub fn of(history: &[HistoryPoint]) -> Option<Chart> {
        let first = history.first()?;
        let (mut low, mut high) = (first.rating, first.rating);
        for p in history {
            low = low.min(p.rating);
            high = high.max(p.rating);
        }
        // Leave room above and below, and never a zero range.
        low -= 10;
        high += 10;
        let span = i64::from(high - low);
        let inner_w = i64::from(WIDTH - 2 * PAD_X);
        let inner_h = i64::from(HEIGHT - 2 * PAD_Y);
        let steps = i64::try_from(history.len().saturating_sub(1))
            .unwrap_or(1)
            .max(1);
        let dots: Vec<(i32, i32, i32)> = history
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let i = i64::try_from(i).unwrap_or(0);
                let x = i64::from(PAD_X) + inner_w * i / steps;
                let y = i64::from(PAD_Y) + inner_h * i64::from(high - p.rating) / span;
                (
                    i32::try_from(x).unwrap_or(0),
                    i32::try_from(y).unwrap_or(0),
                    p.rating,
                )
            })
            .collect();
        let points = dots
            .iter()
            .map(|(x, y, _)| format!("{x},{y}"))
            .collect::<Vec<_>>()
            .join(" ");
        Some(Chart {
            points,
            dots,
            low,
            high,
            top: PAD_Y,
            bottom: HEIGHT - PAD_Y,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(rating: i32) -> HistoryPoint {
        HistoryPoint {
            game_id: 1,
            rating,
            at: chrono::NaiveDateTime::default(),
        }
    }

    #[test]
    fn points_span_the_drawing() {
        assert!(Chart::of(&[]).is_none());
        let chart = Chart::of(&[point(1500), point(1520), point(1490)]).unwrap();
        assert_eq!((chart.low, chart.high), (1480, 1530));
        // First at the left edge, last at the right; the highest rating nearest the top.
        assert_eq!(chart.dots[0].0, 48);
        assert_eq!(chart.dots[2].0, 552);
        assert_eq!(chart.dots[1].1, 16 + 168 * 10 / 50);
        assert_eq!(chart.points, "48,116 300,49 552,150");
        let single = Chart::of(&[point(1500)]).unwrap();
        assert_eq!(single.dots.len(), 1);
    }
}
