//! Named players and who sits where. A profile is a person on this device;
//! a seat holds a profile, an AI at some level, or a guest.

// nanoserde's DeJson derive (0.2) expands optional fields into code that
// clippy's question_mark lint flags; the lint is about generated code only.
#![allow(clippy::question_mark)]

use super::error::{ProfileRefusal, SaveError};
use super::level::AiLevel;
use nanoserde::{DeJson, SerJson};

pub type ProfileId = u32;

/// The longest name a profile may have, in characters.
pub const MAX_NAME_CHARS: usize = 24;
/// More profiles than any family needs; keeps a hostile file small.
pub const MAX_PROFILES: usize = 64;

/// A colour a player likes their pieces in (sRGB).
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct Rgb {
    pub r: u8,
    pub g: u8,
    pub b: u8,
}

impl Rgb {
    pub const fn new(r: u8, g: u8, b: u8) -> Self {
        Rgb { r, g, b }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct Profile {
    pub id: ProfileId,
    pub name: String,
    pub colour: Rgb,
}

/// Who sits at a seat for a match.
#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Player {
    /// A profile of this device. The name is kept too, so a shared record
    /// still reads well on another device.
    Person {
        profile: ProfileId,
        name: String,
    },
    /// Someone without a profile (or a person in an imported record).
    Guest {
        name: String,
    },
    Ai {
        level: AiLevel,
    },
}

impl Player {
    pub fn name(&self) -> String {
        match self {
            Player::Person { name, .. } | Player::Guest { name } => name.clone(),
            Player::Ai { level } => format!("AI ({})", level.name()),
        }
    }

    pub fn profile(&self) -> Option<ProfileId> {
        match self {
            Player::Person { profile, .. } => Some(*profile),
            _ => None,
        }
    }
}

/// A seat and who sits there.
#[derive(Clone, Debug, PartialEq, Eq, DeJson, SerJson)]
pub struct Seated {
    pub seat: u8,
    pub player: Player,
}

/// Checks a name a person typed or a file holds.
pub fn check_name(name: &str) -> Result<(), SaveError> {
    let trimmed = name.trim();
    if trimmed.is_empty() {
        return Err(ProfileRefusal::EmptyName.into());
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(ProfileRefusal::NameTooLong {
            max: MAX_NAME_CHARS,
        }
        .into());
    }
    if name.chars().any(char::is_control) {
        return Err(ProfileRefusal::ControlCharacters.into());
    }
    Ok(())
}

/// Every profile on the device; ids are never reused, so old records and
/// stats never point at the wrong person.
#[derive(Clone, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub struct Profiles {
    #[nserde(default)]
    pub list: Vec<Profile>,
    /// The id the next new profile gets.
    #[nserde(default = 1)]
    pub next_id: ProfileId,
}

impl Profiles {
    pub fn get(&self, id: ProfileId) -> Option<&Profile> {
        self.list.iter().find(|p| p.id == id)
    }

    /// Adds a profile; names are unique, ignoring case.
    pub fn add(&mut self, name: &str, colour: Rgb) -> Result<ProfileId, SaveError> {
        check_name(name)?;
        let name = name.trim();
        if self.list.len() >= MAX_PROFILES {
            return Err(ProfileRefusal::TooMany { max: MAX_PROFILES }.into());
        }
        if self.name_taken(name, None) {
            return Err(ProfileRefusal::NameTaken {
                name: name.to_string(),
            }
            .into());
        }
        let id = self.next_id.max(1);
        self.next_id = id
            .checked_add(1)
            .ok_or_else(|| SaveError::from(ProfileRefusal::NoIdsLeft))?;
        self.list.push(Profile {
            id,
            name: name.to_string(),
            colour,
        });
        Ok(id)
    }

    pub fn rename(&mut self, id: ProfileId, name: &str) -> Result<(), SaveError> {
        check_name(name)?;
        let name = name.trim();
        if self.name_taken(name, Some(id)) {
            return Err(ProfileRefusal::NameTaken {
                name: name.to_string(),
            }
            .into());
        }
        let p = self.get_mut(id)?;
        p.name = name.to_string();
        Ok(())
    }

    pub fn set_colour(&mut self, id: ProfileId, colour: Rgb) -> Result<(), SaveError> {
        self.get_mut(id)?.colour = colour;
        Ok(())
    }

    /// Removes a profile. Its stats go with it (the caller drops them);
    /// records keep the name it had.
    pub fn remove(&mut self, id: ProfileId) -> Result<Profile, SaveError> {
        let at = self
            .list
            .iter()
            .position(|p| p.id == id)
            .ok_or_else(|| SaveError::from(ProfileRefusal::NoSuchProfile { id }))?;
        Ok(self.list.remove(at))
    }

    /// A seat taken by this profile, with its current name.
    pub fn seat(&self, id: ProfileId) -> Result<Player, SaveError> {
        let p = self
            .get(id)
            .ok_or_else(|| SaveError::from(ProfileRefusal::NoSuchProfile { id }))?;
        Ok(Player::Person {
            profile: p.id,
            name: p.name.clone(),
        })
    }

    /// Checks a loaded list: good names, unique ids and names, ids below next_id.
    pub fn validate(&self) -> Result<(), SaveError> {
        if self.list.len() > MAX_PROFILES {
            return Err(SaveError::new(format!(
                "{} profiles is more than the {MAX_PROFILES} allowed",
                self.list.len()
            )));
        }
        for (i, p) in self.list.iter().enumerate() {
            check_name(&p.name).map_err(|e| e.context(&format!("profile {}", p.id)))?;
            if p.id == 0 || p.id >= self.next_id {
                return Err(SaveError::new(format!(
                    "profile id {} is out of range",
                    p.id
                )));
            }
            if self.list[..i].iter().any(|o| o.id == p.id) {
                return Err(SaveError::new(format!("profile id {} is used twice", p.id)));
            }
            if self.list[..i]
                .iter()
                .any(|o| o.name.to_lowercase() == p.name.to_lowercase())
            {
                return Err(SaveError::new(format!(
                    "two profiles are called {}",
                    p.name
                )));
            }
        }
        Ok(())
    }

    fn name_taken(&self, name: &str, except: Option<ProfileId>) -> bool {
        let lower = name.to_lowercase();
        self.list
            .iter()
            .any(|p| Some(p.id) != except && p.name.to_lowercase() == lower)
    }

    fn get_mut(&mut self, id: ProfileId) -> Result<&mut Profile, SaveError> {
        self.list
            .iter_mut()
            .find(|p| p.id == id)
            .ok_or_else(|| SaveError::from(ProfileRefusal::NoSuchProfile { id }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_ignoring_case_and_ids_are_never_reused() {
        let mut ps = Profiles::default();
        let red = Rgb::new(200, 30, 30);
        let ana = ps.add("Ana", red).unwrap();
        assert!(ps.add("ana", red).is_err());
        assert!(ps.add("  ", red).is_err());
        assert!(ps.add("Bob\u{7}", red).is_err());
        ps.remove(ana).unwrap();
        let ana2 = ps.add("Ana", red).unwrap();
        assert_ne!(ana, ana2);
        let ben = ps.add("Ben", red).unwrap();
        assert!(ps.rename(ben, "ANA").is_err());
        ps.rename(ben, "Benoît").unwrap();
        assert_eq!(ps.get(ben).unwrap().name, "Benoît");
        ps.validate().unwrap();
    }

    #[test]
    fn validate_refuses_out_of_range_and_duplicate_ids() {
        let mut ps = Profiles::default();
        ps.add("Ana", Rgb::new(0, 0, 0)).unwrap();
        let mut bad = ps.clone();
        bad.list[0].id = 99;
        assert!(bad.validate().is_err());
        let mut twice = ps.clone();
        twice.list.push(twice.list[0].clone());
        twice.list[1].name = "Other".into();
        assert!(twice.validate().is_err());
    }
}
