#if !canImport(UIKit)
/// UIKit's name for `LayoutView`: a rectangle laid out by constraints.
public typealias UIView = LayoutView

/// UIKit's name for `Label`: text measured by this project's font metrics.
public typealias UILabel = Label

/// UIKit's name for `Button`: a titled button sized as a system button.
public typealias UIButton = Button

/// UIKit's name for `TextField`: one line of editable text.
public typealias UITextField = TextField

/// UIKit's name for `ScrollView`, with its content and frame layout guides.
public typealias UIScrollView = ScrollView

/// UIKit's name for `LayoutViewController`: a root view and its life cycle.
public typealias UIViewController = LayoutViewController

/// UIKit's name for `LayoutGuide`: a rectangle with anchors and no view.
public typealias UILayoutGuide = LayoutGuide

/// UIKit's name for `StackView`: rows and columns made of UIKit's stack constraints.
public typealias UIStackView = StackView

/// UIKit's name for `ImageView`: a view as large as its image.
public typealias UIImageView = ImageView

/// UIKit's name for `Image`: an image's size and scale, without pixels.
public typealias UIImage = Image

/// UIKit's name for `ActivityIndicatorView`: a spinner of UIKit's fixed size.
public typealias UIActivityIndicatorView = ActivityIndicatorView

/// UIKit's name for `ProgressView`: a bar of UIKit's height.
public typealias UIProgressView = ProgressView

/// UIKit's name for `Switch`: a switch of UIKit's fixed size.
public typealias UISwitch = Switch
#endif
