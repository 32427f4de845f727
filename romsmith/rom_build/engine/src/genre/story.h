/*
 * story.h - the story genre: visual-novel scenes. The scene's map is a picture
 * of the place; up to two portraits stand in front of it; the script's lines
 * are typed in the dialogue box under the speaker's name (A hurries a line,
 * then goes on); a question's answers set flags; the routes lead on by
 * those flags; an ending wins the game (good) or shows its card and tries
 * again (other). L shows the last RS_STORY_BACKLOG lines again. Its data is
 * the scene's block, include/genre/rs_story.h.
 */
#ifndef RS_GENRE_STORY_H_MODULE
#define RS_GENRE_STORY_H_MODULE

#include "genre.h"

extern const rs_genre genre_story;

#endif
