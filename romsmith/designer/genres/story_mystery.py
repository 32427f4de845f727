"""What each chapter of a visual novel about a mystery between two suspects says (`story_chapters`)."""

from __future__ import annotations

from romsmith.designer.genres.story_say import a, b, n, p

MYSTERY = {
    "opening": {
        "lines": [
            n("<When>, {place} is [silent|cold|dark]. [Last night|Overnight], {goal} [vanished|was taken]."),
            n("[Nobody|Not one soul] in {town} [slept well|has an answer]. <Sound>."),
            n("You [step inside|arrive|take off your hat]. [Two people are waiting|Two faces turn to you]."),
            a("sad", "[I was here all evening|I never left the room]. [I saw nothing|I heard nothing], <sure>."),
            b(
                "neutral",
                "{a} was here, yes. [Alone|All alone], [for an hour|for a long time]. [Think about it.|Odd, no?]",
            ),
            a("sad", "{p}, [please|I beg you]. [You have to believe me|I would never take {goal}]."),
            b("happy", "[Facts|Proof], {p}. [Listen to the facts|Look at the facts], not the tears."),
            n(
                "[On the table|By the door] [is the empty case|stands the open box]. [Whoever did it|The thief] [was quick|knew the house]."
            ),
            p("[Nobody leaves {town}|Nobody goes anywhere] until I know [what happened|the truth]."),
            n("[A clock ticks|The fire crackles|Rain drums on the roof]. [Both of them watch you|Nobody moves]."),
            a("sad", "[Stay with me a moment|Sit with me], {p}. [I am so scared|My hands will not stop shaking]."),
            b(
                "neutral",
                "Or [hear me out first|come with me], {p}. [I saw things|I know things] {a} [will not say|hides].",
            ),
        ],
        "answers": [
            (
                "[Comfort {a}|Sit with {a}]",
                a("happy", "[Thank you|Oh, thank you]. [Nobody else even asked|You are kind], {p}."),
            ),
            (
                "[Hear {b} out|Listen to {b}]",
                b("neutral", "[Good|Wise]. [The truth is in the details|Facts first], {p}."),
            ),
        ],
    },
    "interlude": {
        "lines": [
            n("<When>, you walk [the halls|the rooms] and think it over. <Sound>."),
            n("[Somebody|One of them] is lying. [But who|The question is who], and [why|what for]?"),
            p("[Slowly|One thing at a time]. [Every lie leaves a mark|The truth always shows]."),
        ],
    },
    "with_a": {
        "lines": [
            n("[Later|Before supper|After an hour], you talk to {a} [alone|quietly] in a [small room|side room]."),
            a(
                "sad",
                "[Everyone|They all] [already think|have decided] it was me, {p}. [I can feel it|I see their faces].",
            ),
            a(
                "happy",
                "[You sat with me|You were kind to me] before, {p}. [I will tell you everything|Ask me anything].",
                "side_a",
            ),
            n(
                "{a} [will not look at you|is pale and quiet]. [Maybe|Perhaps] {b} [got there first|talked first].",
                "side_b",
            ),
            p("[Tell me about last night.|Where were you last night?] [All of it|Every minute], {a}."),
            a("neutral", "I [read by the fire|sat by the window|wrote letters]. [Then I heard it|Then it happened]."),
            a("sad", "A noise. [Near|Over by] {key}. [I was too scared to look|I stayed where I was]."),
            a(
                "neutral",
                "[Then footsteps|Then a door], [quick and light|soft and careful]. [Someone who knew the house|Someone in a hurry].",
            ),
            p("{Key}? [Are you sure|You are certain]? [Think hard|It matters], {a}."),
            a("neutral", "<Sure>. {Key}. [If anyone took {goal}|Whoever did it], [they went that way|it was there]."),
            n("[{a}'s hands shake|{a} twists a handkerchief]. [Fear, or guilt?|Hard to say which.]"),
            a("sad", "[Do you believe me|You do believe me], {p}? [Please|I need someone to]."),
        ],
        "answers": [
            (
                "[I believe you|Your story holds]",
                a("happy", "[Thank you|Oh, thank you]. [I feel I can breathe|That means everything]."),
            ),
            (
                "[Your story has holes|I am not sure]",
                a("sad", "[I see|Then I am alone]. [Ask {b}, then|Believe what you like]."),
            ),
        ],
    },
    "with_b": {
        "lines": [
            n("<When>, {b} [is waiting|sits waiting] for you [in the library|by the stairs|in the hall]."),
            b("happy", "[You listened to me|You heard me out] before, {p}. [Good instinct|Smart].", "side_b"),
            b("neutral", "[Done holding hands with {a}|Finished comforting {a}], {p}? [Good|Now to work].", "side_a"),
            b(
                "neutral",
                "[Let me make it simple|Here is what I saw]: {a} [was alone|had the chance], and {a} [lies|is lying].",
            ),
            p("[And you, {b}?|What about you, {b}?] [Where were you last night?|Tell me about your evening.]"),
            b("happy", "[In bed|Asleep|Reading], [of course|naturally]. [Nobody saw me, but|Alone, but] <sure>."),
            b(
                "neutral",
                "[I have lived in {town}|I have known this house] [for years|all my life]. [I know who is honest|I know everyone].",
            ),
            p("[You seem very sure|You have an answer for everything], {b}. [Why is that?|Interesting.]"),
            b("happy", "[Because I pay attention|Because I am not a fool], {p}. [Unlike some|You should try it]."),
            b("neutral", "[You want proof?|Proof?] [Look at|Search] {bkey}. [It is all there|You will see]."),
            n("[Too quick|Too smooth|Too sure]. [Or is it?|Or maybe {b} is simply right.]"),
            b("neutral", "[So|Well], {p}? [Do you believe me|Are we agreed|Do we understand each other]?"),
        ],
        "answers": [
            (
                "[That makes sense|I believe you]",
                b("happy", "[Good|Excellent]. [I knew you were clever|We will get there], {p}."),
            ),
            (
                "[You hide something|I do not buy it]",
                b("neutral", "[Careful|Mind yourself], {p}. [Accusations cost|That is a dangerous road]."),
            ),
        ],
    },
    "clue": {
        "lines": [
            n("[At last|Finally] you [are alone|have the house to yourself]. [Time to look around|Time to search]."),
            n(
                "[The rooms are dark|Every room is dark] and [cold|silent]. [Your lamp shakes|Shadows move] [a little|on the walls]."
            ),
            n("[There is only time|The night is short] to search [one place|one spot] [properly|well]."),
            p("[{a} spoke of|{a} heard a noise by] {key}. [{b} pointed at|{b} told me to look at] {bkey}."),
            a("happy", "[Good luck|Be careful], {p}. [Remember what I heard|Remember what I told you].", "trust_a"),
            b(
                "neutral",
                "[Do not waste time|Hurry], {p}. {Bkey}, [I told you|remember]. [It is obvious|Trust me].",
                "trust_b",
            ),
            n("[The candle burns low|Dawn is near|A floorboard creaks]. [Where will you search?|Choose well.]"),
        ],
        "answers": {
            "right": n("[There!|Look!] [A torn glove|A scrap of cloth|A button] that [belongs to|points to] {b}!"),
            "wrong": n(
                "[Nothing|Dust and nothing|Cobwebs|An old shoe]. [Only dust|Not a thing|No sign of anyone]. [Time is running out|The night is gone|Dawn is coming]."
            ),
        },
    },
    "reveal": {
        "lines": [
            n("[Before dawn|Near midnight|In the small hours], [a soft knock|footsteps] at your door."),
            a(
                "sad",
                "[I lied about one thing|I did not tell you everything], {p}. [I was not alone|I met someone].",
                "trust_a",
            ),
            a(
                "sad",
                "[A secret friend|My sister|An old love]. [Nobody can know|It is not a crime]. [But I took nothing|That is all].",
                "trust_a",
            ),
            n(
                "{a} [will not talk to you now|keeps the door shut]. [A secret|Something] stays [locked|hidden].",
                "!trust_a",
            ),
            b(
                "neutral",
                "[Still awake|Still here], {p}? [Funny|Strange]. [Nobody knows|Who told you] about {goal}'s [box|case].",
                "trust_b",
            ),
            n("[Outside|On the stairs] {b} [curses|mutters] and [hides|drops] something [shiny|small].", "!trust_b"),
            n("[Slowly|At last] [it comes together|the pieces fit]. <Feel>."),
            p(
                "[Tomorrow|In the morning], [everyone|the whole house] will hear [the truth|it]. [I am sure now|Or almost sure]."
            ),
        ],
    },
    "decision": {
        "lines": [
            n("[Everyone gathers at {there}|At {there} the truth must come out|{there} is full of people]."),
            n("[Every face|Every eye] turns to you. [Nobody breathes|Silence]. <Feel>."),
            p(
                "[Last night|Two nights ago], {goal} [vanished|disappeared] from {place}. [I have asked|I have listened to] [everyone|both of you]."
            ),
            b("happy", "[And|So]? [We are all waiting|Get on with it], {p}. [The answer is obvious|It is plain]."),
            a("sad", "[Say it|Tell them], {p}. [Say who you think it was|Name them]."),
            b("neutral", "[One of us did it|Well? One of us]. [Choose well|Do not embarrass yourself]."),
            a(
                "happy",
                "[You were kind to me|You sat with me] [before|that first night], {p}. [Thank you|I will not forget].",
                "side_a",
            ),
            b(
                "happy",
                "[You listened to me|You heard me out] [before|at the start], {p}. [That counts|Remember that].",
                "side_b",
            ),
            n("[Who took {goal}|Who did it]? [You must name someone|It is time]."),
        ],
        "answers": [
            ("It was {b}", b("sad", "[You... how did you know?|What? That is absurd!]")),
            ("It was {a}", a("sad", "[Me|What]? [After all I told you|How could you], {p}?")),
        ],
    },
    "a_side": {
        "lines": [
            n("[{b} stops smiling|Everyone turns to {b}|The room turns to {b}]. [A long silence|Nobody speaks]."),
            b("neutral", "[This is absurd|Nonsense|Ridiculous]. [Where is your proof|You have nothing], {p}?"),
            a("happy", "[I told you it was not me|I knew you would see it], {p}."),
        ],
    },
    "good_end": {
        "lines": [
            p("[And here is the proof|The proof]: [what I found|this], [right where {a} said|by {key}]."),
            b("sad", "[Fine|All right]. [I took it|It was me]. [I am sorry|I wanted {goal} so badly]."),
            a("happy", "[Thank you for believing me|You believed me], {p}. [I will never forget it|Thank you]."),
            a("happy", "[And from the very start|Even at the start], you [were kind|sat with me].", "side_a"),
            n("[The case is closed|The case is solved], and {a} is free. <Sound>."),
            n("[That night|Tonight], {town} [sleeps easy|sleeps well] [again|at last]."),
            p("[Another case closed|One more case solved]. [Now, where is my hat|Time for a long sleep]."),
        ],
    },
    "hollow_end": {
        "lines": [
            b("sad", "[It was me|Fine, I did it]. [But you were not sure|You guessed], {p}."),
            a("neutral", "[You believe me now|Now you believe me]? [After doubting me|After all that]?"),
            n("The case is closed. [But {a} does not|{a} will not] [look at you|say goodbye]."),
        ],
    },
    "short_end": {
        "lines": [
            b("happy", "[Proof|Evidence], {p}? [You have none.|Where is it?] [Good night|I am leaving]."),
            a("sad", "You [were right|knew], {p}. [But you found nothing|Without proof, it is nothing]."),
            n("{b} [walks out|leaves] [into the night|through the door], and {goal} [is never seen again|is gone]."),
        ],
    },
    "other_end": {
        "lines": [
            a("sad", "[You were wrong about me|I trusted you], {p}. [Wrong|So wrong]."),
            b("happy", "[And the thief walks free|Case closed, then]. [Pity|How sad]. [Good night|Farewell]."),
        ],
    },
}
